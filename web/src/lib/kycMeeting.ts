/**
 * Whether a KYC meeting's link or place, and its note, still fit the chosen method (issue 45
 * item 5): a link kept after switching to an in-person meeting, or a place given for a video
 * call, is flagged to the user (a warning, not a refusal: the staff member decides). Shared by
 * the application's e-KYC invitation step and the KYC screen.
 */

/** How a KYC meeting takes place (the server's `KycMethod`). */
export type MeetingMethod = 'video_call' | 'in_person';

/** What no longer fits the method; the keys of `common:kyc_fit`. */
export type MeetingMisfit = 'link_in_person' | 'place_video_call' | 'note_link_in_person';

const LINK = /(?:^|\s)(?:https?:\/\/|www\.)\S+|(?:^|\s)(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S*/i;

/** Whether `text` holds a web link (`https://…`, `www.…` or `host.tld/path`). */
export function hasLink(text: string | null | undefined): boolean {
  return !!text && LINK.test(text.trim());
}

/**
 * What of the meeting no longer fits `method`: a link as the place of an in-person meeting, a
 * place (no link) for a video call, or a link in the note of an in-person meeting. Blank texts
 * fit any method (the required rules say what is missing).
 */
export function meetingMisfits(
  method: MeetingMethod | null | undefined,
  location: string | null | undefined,
  note?: string | null,
): MeetingMisfit[] {
  const misfits: MeetingMisfit[] = [];
  const place = location?.trim() ?? '';
  if (method === 'in_person' && hasLink(place)) misfits.push('link_in_person');
  if (method === 'video_call' && place && !hasLink(place)) misfits.push('place_video_call');
  if (method === 'in_person' && hasLink(note)) misfits.push('note_link_in_person');
  return misfits;
}
