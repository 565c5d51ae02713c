import { describe, expect, it } from 'vitest';
import { AREA_STYLE, type Area } from './catalog-data.js';
import { AREA_TEXT, interactivePage, lessonPage, xml } from './lesson-pages.js';

describe('the demo lessons, one page per area', () => {
  it('each area has a lesson with its key ideas and an interactivity with one question to open per activity', () => {
    for (const area of Object.keys(AREA_STYLE) as Area[]) {
      const lesson = lessonPage(area);
      expect(lesson).toMatch(/^<!doctype html>/);
      expect(lesson).toContain(`<title>${xml(AREA_STYLE[area].label)}: lesson</title>`);
      for (const line of AREA_TEXT[area].lesson) expect(lesson).toContain(`<p>${xml(line)}</p>`);
      const interactive = interactivePage(area);
      expect(interactive.match(/<details>/g)).toHaveLength(AREA_TEXT[area].activity.length);
    }
  });

  it('text is escaped, never markup', () => {
    expect(xml('a < b & "c" > d')).toBe('a &lt; b &amp; &quot;c&quot; &gt; d');
  });
});
