/**
 * The demo university's two SCORM packages (1.2 and 2004), generated here
 * rather than committed: a manifest, a launch page, its script and its
 * styles. The lesson has three steps; it finds the LMS's API the standard
 * way (window.API for 1.2, window.API_1484_11 for 2004, searched up the
 * parent frames), resumes at the step it stored, and on Finish sets
 * lesson_status passed (1.2) or completion_status completed (2004), commits
 * and terminates. No inline script: the page is served from the portal's own
 * origin under its Content-Security-Policy (docs/decisions/116).
 */
export type ScormVersion = '1.2' | '2004';
export type PackageFile = { name: string; contentType: string; text: string };

const STEPS = [
  ['Why teams decide together', 'Groups bring more information to a decision, but they also bring pressure to agree. Good teams separate the search for options from the choice.'],
  ['Spotting groupthink', 'Warning signs: no one disagrees, doubts are kept private, and outside views are dismissed. Ask one person to argue the other side.'],
  ['Deciding well', 'Agree how you will decide before you discuss: by consensus, by vote, or by the lead after consultation. Then write the decision down.'],
];

function manifest(version: ScormVersion): string {
  const schemaVersion = version === '1.2' ? '1.2' : '2004 4th Edition';
  const adlcp = version === '1.2' ? 'http://www.adlnet.org/xsd/adlcp_rootv1p2' : 'http://www.adlnet.org/xsd/adlcp_v1p3';
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="demo-university-scorm-${version}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="${adlcp}">
  <metadata><schema>ADL SCORM</schema><schemaversion>${schemaVersion}</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>How teams decide (SCORM ${version})</title>
      <item identifier="item" identifierref="res"><title>How teams decide</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res" type="webcontent" adlcp:${version === '1.2' ? 'scormtype' : 'scormType'}="sco" href="index.html">
      <file href="index.html"/><file href="lesson.js"/><file href="lesson.css"/>
    </resource>
  </resources>
</manifest>
`;
}

function launchPage(version: ScormVersion): string {
  const steps = STEPS.map(
    ([title, text], i) => `    <section class="step" data-step="${i}" hidden>
      <h2>Step ${i + 1} of ${STEPS.length}: ${title}</h2>
      <p>${text}</p>
    </section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en" data-scorm="${version}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>How teams decide</title>
  <link rel="stylesheet" href="lesson.css">
  <script src="lesson.js" defer></script>
</head>
<body>
  <main>
    <h1>How teams decide <small>SCORM ${version}</small></h1>
${steps}
    <p id="status" role="status" aria-live="polite">Connecting to the course…</p>
    <div class="buttons">
      <button type="button" id="prev">Previous step</button>
      <button type="button" id="next">Next step</button>
      <button type="button" id="finish" hidden>Finish lesson</button>
    </div>
  </main>
</body>
</html>
`;
}

/** Plain ES5, so any browser an LMS supports runs it. */
function lessonScript(): string {
  return `(function () {
  'use strict';
  var v2004 = document.documentElement.getAttribute('data-scorm') === '2004';
  function findApi(name) {
    var win = window;
    for (var i = 0; i < 10 && win; i += 1) {
      try { if (win[name]) return win[name]; } catch (e) { return null; }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(v2004 ? 'API_1484_11' : 'API');
  var status = document.getElementById('status');
  var steps = document.querySelectorAll('.step');
  var prev = document.getElementById('prev');
  var next = document.getElementById('next');
  var finish = document.getElementById('finish');
  var step = 0;
  var done = false;
  function get(name12, name2004) { return api ? String(v2004 ? api.GetValue(name2004) : api.LMSGetValue(name12)) : ''; }
  function set(name12, name2004, value) { if (api) { if (v2004) api.SetValue(name2004, value); else api.LMSSetValue(name12, value); } }
  function commit() { if (api) { if (v2004) api.Commit(''); else api.LMSCommit(''); } }
  function show() {
    for (var i = 0; i < steps.length; i += 1) steps[i].hidden = i !== step;
    prev.disabled = step === 0;
    next.hidden = step === steps.length - 1;
    finish.hidden = step !== steps.length - 1;
    status.textContent = done ? 'Lesson completed.' : 'Step ' + (step + 1) + ' of ' + steps.length + '.';
  }
  function go(to) {
    step = Math.max(0, Math.min(steps.length - 1, to));
    set('cmi.core.lesson_location', 'cmi.location', String(step));
    set('cmi.suspend_data', 'cmi.suspend_data', 'step=' + step);
    if (!done) set('cmi.core.lesson_status', 'cmi.completion_status', v2004 ? 'incomplete' : 'incomplete');
    commit();
    show();
  }
  if (!api) {
    status.textContent = 'This lesson records your progress only when opened from the course.';
    show();
  } else {
    if (v2004) api.Initialize(''); else api.LMSInitialize('');
    var saved = parseInt(get('cmi.core.lesson_location', 'cmi.location'), 10);
    var state = get('cmi.core.lesson_status', 'cmi.completion_status');
    done = state === 'completed' || state === 'passed';
    step = isNaN(saved) ? 0 : Math.max(0, Math.min(steps.length - 1, saved));
    show();
  }
  prev.addEventListener('click', function () { go(step - 1); });
  next.addEventListener('click', function () { go(step + 1); });
  finish.addEventListener('click', function () {
    done = true;
    if (v2004) {
      api && api.SetValue('cmi.score.scaled', '0.9');
      api && api.SetValue('cmi.score.raw', '90');
      api && api.SetValue('cmi.success_status', 'passed');
    } else {
      api && api.LMSSetValue('cmi.core.score.raw', '90');
    }
    set('cmi.core.lesson_status', 'cmi.completion_status', v2004 ? 'completed' : 'passed');
    commit();
    show();
  });
  window.addEventListener('pagehide', function () {
    if (!api) return;
    set('cmi.core.exit', 'cmi.exit', 'suspend');
    if (v2004) api.Terminate(''); else api.LMSFinish('');
  });
})();
`;
}

const STYLES = `body { font-family: system-ui, sans-serif; margin: 0; color: #1a202c; background: #f7fafc; }
main { max-width: 40rem; margin: 0 auto; padding: 1.25rem; }
h1 { font-size: 1.35rem; } h1 small { font-size: 0.8rem; color: #4a5568; font-weight: normal; }
h2 { font-size: 1.1rem; }
.buttons { display: flex; gap: 0.5rem; flex-wrap: wrap; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.375rem; border: 1px solid #2b6cb0; background: #fff; color: #2b6cb0; cursor: pointer; }
button#finish, button#next { background: #2b6cb0; color: #fff; }
button:disabled { opacity: 0.5; cursor: default; }
#status { font-weight: 600; }
`;

export function scormPackage(version: ScormVersion): PackageFile[] {
  return [
    { name: 'imsmanifest.xml', contentType: 'application/xml', text: manifest(version) },
    { name: 'index.html', contentType: 'text/html', text: launchPage(version) },
    { name: 'lesson.js', contentType: 'text/javascript', text: lessonScript() },
    { name: 'lesson.css', contentType: 'text/css', text: STYLES },
  ];
}
