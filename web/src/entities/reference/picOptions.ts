/**
 * The PIC choices as antd Select option groups: one group per level, levels in numeric order
 * (3, 4, 5, 9, 15 … 21, never "15" before "3"), names in alphabetical order within a level
 * (issue 45 item 6). The server offers only in-house staff (`GET /api/v1/staff?role=pic`).
 */
import type { PicChoice } from './api';

/** One level's group of PIC choices. */
export interface PicOptionGroup {
  label: string;
  /** The group's accessible title (the level, as its label). */
  title: string;
  options: { value: string; label: string; title: string }[];
}

/** Groups `pics` by level; `levelLabel` names a level in the reader's language ("Level 3"). */
export function picOptionGroups(pics: readonly PicChoice[], levelLabel: (level: number) => string): PicOptionGroup[] {
  const byLevel = new Map<number, PicChoice[]>();
  for (const p of pics) byLevel.set(p.level, [...(byLevel.get(p.level) ?? []), p]);
  return [...byLevel.entries()]
    .sort(([a], [b]) => a - b)
    .map(([level, members]) => ({
      label: levelLabel(level),
      title: levelLabel(level),
      options: [...members]
        .sort((a, b) => a.full_name.localeCompare(b.full_name))
        .map((p) => ({ value: p.id, label: p.full_name, title: p.email })),
    }));
}
