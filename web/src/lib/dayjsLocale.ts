/**
 * dayjs's locale follows the UI language (month names, week start of the date pickers). Imported
 * by what shows dates (`lib/format`, the /app shell's providers) rather than by `lib/i18n`, so the
 * sign-in pages, which show none, do not load dayjs (issue 8).
 */
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { currentLanguage, i18n } from './i18n';

function follow(): void {
  dayjs.locale(currentLanguage());
}

i18n.on('languageChanged', follow);
follow();
