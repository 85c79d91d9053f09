import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { eventKey, useLoanStory, type StoryEvent } from './story';

const ROOT = join(__dirname, '..', '..', '..', '..');

type Json = Record<string, unknown>;

/** The values of a string enum schema of the server's OpenAPI document (`docs/openapi.json`). */
function serverEnum(name: string): string[] {
  const document = JSON.parse(readFileSync(join(ROOT, 'docs', 'openapi.json'), 'utf8')) as { components: { schemas: Record<string, Json> } };
  const schema = document.components.schemas[name];
  expect(schema, `${name} in docs/openapi.json`).toBeDefined();
  return schema.enum as string[];
}

function story(lang: string): Json {
  return (JSON.parse(readFileSync(join(ROOT, 'web', 'src', 'locales', lang, 'loan.json'), 'utf8')) as Json).story as Json;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('a loan event as a sentence (issue 45 item 2)', () => {
  afterEach(() => changeLanguage('en'));

  it('has one sentence per event the server can write, in both languages, naming the person and the loan', () => {
    const events = serverEnum('LoanEvent');
    // The list is the server's, not a copy: it holds the stages' events from lead to write-off.
    expect(events).toEqual(expect.arrayContaining(['loan_application.create', 'loan.approve', 'loan.expire', 'loan.write_off']));
    for (const lang of ['en', 'id']) {
      const sentences = story(lang).event as Record<string, string>;
      const missing = events.filter((e) => typeof sentences[eventKey(e)] !== 'string');
      expect(missing, `${lang}: events without a sentence`).toEqual([]);
      for (const e of events) {
        expect(sentences[eventKey(e)], `${lang} ${e}`).toContain('{{actor}}');
        expect(sentences[eventKey(e)], `${lang} ${e}`).toContain('{{loan}}');
      }
      // No sentence is left over from an event the server no longer writes.
      expect(Object.keys(sentences).sort(), lang).toEqual(events.map(eventKey).sort());
    }
  });

  it('names every kind of actor and every kind of document in both languages', () => {
    for (const lang of ['en', 'id']) {
      const texts = story(lang);
      expect(Object.keys(texts.actor as Json).sort(), lang).toEqual(serverEnum('ActorKind').sort());
      expect(Object.keys(texts.document_kind as Json).sort(), lang).toEqual(serverEnum('FileKind').sort());
    }
  });

  const approve: StoryEvent = {
    action: 'loan.approve',
    actor: 'Lender Staff',
    actor_kind: 'staff',
    from: { approval_status: 'pending' },
    to: { approval_status: 'approved', note: 'Good history' },
  };

  it('reads an event with the staff member, the loan ID, the statuses it moved and its facts', async () => {
    const { result, rerender } = renderHook(() => useLoanStory());
    expect(result.current.sentence(approve, 'LN-0000042')).toBe('Lender Staff approved LN-0000042 for the lender.');
    expect(result.current.details(approve)).toEqual(['Approval: Pending → Approved', 'Note: Good history']);

    await changeLanguage('id');
    rerender();
    expect(result.current.sentence(approve, 'LN-0000042')).toBe('Lender Staff menyetujui LN-0000042 atas nama pemberi dana.');
    expect(result.current.details(approve)).toEqual(['Persetujuan: Menunggu → Disetujui', 'Catatan: Good history']);
  });

  it('names the daily job and the document, and reads an unknown event as a generic sentence', async () => {
    const { result, rerender } = renderHook(() => useLoanStory());
    const expire: StoryEvent = { action: 'loan.expire', actor: null, actor_kind: 'daily_job', from: { payment_status: 'payment_scheduled' }, to: { payment_status: 'schedule_expired' } };
    expect(result.current.sentence(expire, 'LN-0000007')).toBe('Daily job closed the schedule of LN-0000007 whose date had passed.');
    const contract: StoryEvent = {
      action: 'loan.contract_upload',
      actor: 'Admin Roda',
      actor_kind: 'staff',
      document: { file_id: '0192f0c4-7a1b-7c3d-9e8f-0a1b2c3d4e5f', kind: 'contract', name: 'kontrak.pdf' },
      to: { contract_file_id: '0192f0c4-7a1b-7c3d-9e8f-0a1b2c3d4e5f' },
    };
    expect(result.current.sentence(contract, 'LN-0000007')).toBe('Admin Roda uploaded the contract “kontrak.pdf” for LN-0000007.');
    // The file's id is never a detail: the sentence names the document.
    expect(result.current.details(contract).join(' ')).not.toMatch(UUID);
    const unknown: StoryEvent = { action: 'loan.something_new', actor: null, actor_kind: 'system', to: { approval_status: { nested: true } } };
    expect(result.current.sentence(unknown, 'LN-0000007')).toBe('System changed LN-0000007.');
    expect(result.current.details(unknown).join(' ')).not.toContain('[object Object]');

    await changeLanguage('id');
    rerender();
    expect(result.current.sentence(expire, 'LN-0000007')).toBe('Tugas harian menutup jadwal LN-0000007 yang tanggalnya sudah lewat.');
    expect(result.current.sentence(contract, 'LN-0000007')).toBe('Admin Roda mengunggah kontrak “kontrak.pdf” untuk LN-0000007.');
    expect(result.current.sentence(unknown, 'LN-0000007')).toBe('Sistem mengubah LN-0000007.');
  });
});
