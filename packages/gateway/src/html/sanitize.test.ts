import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.js';

describe('university-written HTML is sanitised on the server (spec part 1, section 2: overview, features, outcomes as HTML)', () => {
  it('removes scripts with their content', () => {
    const html = sanitizeHtml('<p>Intro</p><script>document.cookie</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>');
    expect(html).toBe('<p>Intro</p>');
  });

  it('removes every on* event handler attribute', () => {
    const html = sanitizeHtml('<p onclick="steal()">A</p><img src="https://cdn.example/a.png" onerror="steal()" alt="a"><a href="https://x.example" onmouseover="steal()">x</a>');
    expect(html).not.toMatch(/\bon\w+=/i);
    expect(html).toBe('<p>A</p><img src="https://cdn.example/a.png" alt="a" /><a href="https://x.example">x</a>');
  });

  it('removes javascript:, vbscript: and data: URLs, however they are spelled', () => {
    const html = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="java&#x09;script:alert(1)">c</a><a href="vbscript:x">d</a><a href="data:text/html,<script>x</script>">e</a><img src="data:image/png;base64,AAAA">',
    );
    expect(html).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a>');
  });

  it('removes iframes, objects, embeds and styles with their content', () => {
    const html = sanitizeHtml('<iframe src="https://evil.example">fallback</iframe><object data="x.swf">o</object><embed src="x.swf"><style>body{display:none}</style><p>kept</p>');
    expect(html).toBe('<p>kept</p>');
  });

  it('drops a noscript with its content up to where a browser ends it, even when an outer tag closes around it', () => {
    // sanitize-html before 2.18 let the parser close the noscript at </div> and kept the rest (GHSA-x3q4-9hxx-gx8m; docs/node-24.md).
    const html = sanitizeHtml('<p>Before</p><div><noscript></div><p>Enable JavaScript</p></noscript></div><p>After</p>');
    expect(html).toBe('<p>Before</p><div></div><p>After</p>');
  });

  it('drops style and class attributes, which could hide or disguise content', () => {
    expect(sanitizeHtml('<p style="position:fixed;top:0" class="x">A</p>')).toBe('<p>A</p>');
  });

  it('keeps headings, paragraphs, lists, links and emphasis as written', () => {
    const html =
      '<h2>Why this program</h2><h3>Outcomes</h3><p>Learn <strong>strategy</strong>, <em>finance</em> and <b>people</b>, <i>online</i>.</p>' +
      '<ul><li>Live sessions</li><li>Projects</li></ul><ol><li>First</li></ol><a href="https://demo.university/fees" title="Fees">Fees</a><a href="mailto:admissions@demo.university">Write to us</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('makes links that open a new tab unable to reach back into the portal', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="https://x.example" target="_top">x</a>')).toBe('<a href="https://x.example">x</a>');
  });

  it('answers an empty string for missing HTML', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
