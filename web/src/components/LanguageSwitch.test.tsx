import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

describe('language switch', () => {
  afterEach(() => changeLanguage('en'));

  it('opens the list of languages and switches by click', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    const button = screen.getByTestId('language-switch');
    expect(button).toHaveAccessibleName('Language: English');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(button);
    expect(screen.getByRole('listbox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Bahasa Indonesia' }));
    await waitFor(() => expect(currentLanguage()).toBe('id'));
    expect(document.documentElement.lang).toBe('id');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('language-switch')).toHaveAccessibleName('Bahasa: Bahasa Indonesia');
  });

  it('works from the keyboard and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.click(screen.getByTestId('language-switch'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('language-switch')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Bahasa Indonesia' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLanguage()).toBe('id'));
  });
});
