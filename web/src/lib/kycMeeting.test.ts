import { describe, expect, it } from 'vitest';
import { hasLink, meetingMisfits } from './kycMeeting';

describe('hasLink', () => {
  it.each([
    ['https://meet.example.com/roda', true],
    ['Join at www.example.com please', true],
    ['meet.google.com/abc-defg-hij', true],
    ['Roda office, Jl. Merdeka 1', false],
    ['Kantor Gambir lt. 2', false],
    ['', false],
  ])('%s → %s', (text, expected) => expect(hasLink(text)).toBe(expected));
});

describe('meetingMisfits', () => {
  it('flags a link kept after switching to an in-person meeting', () => {
    expect(meetingMisfits('in_person', 'https://meet.example.com/x')).toEqual(['link_in_person']);
  });
  it('flags a place given for a video call', () => {
    expect(meetingMisfits('video_call', 'Roda office, Jl. Merdeka 1')).toEqual(['place_video_call']);
  });
  it('flags a link in the note of an in-person meeting', () => {
    expect(meetingMisfits('in_person', 'Roda office', 'call https://meet.example.com/x')).toEqual(['note_link_in_person']);
  });
  it('lets a fitting or blank meeting pass', () => {
    expect(meetingMisfits('video_call', 'https://meet.example.com/x', 'bring the KTP')).toEqual([]);
    expect(meetingMisfits('in_person', 'Roda office')).toEqual([]);
    expect(meetingMisfits('video_call', '  ')).toEqual([]);
    expect(meetingMisfits(undefined, 'https://x.example.com/')).toEqual([]);
  });
});
