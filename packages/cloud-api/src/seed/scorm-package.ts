/**
 * The demo university's SCORM packages, generated here rather than committed.
 *
 * Two hand-written ones (1.2 and 2004): a manifest, a launch page, its script
 * and its styles. The lesson has three steps; it finds the LMS's API the standard
 * way (window.API for 1.2, window.API_1484_11 for 2004, searched up the
 * parent frames), resumes at the step it stored, and on Finish sets
 * lesson_status passed (1.2) or completion_status completed (2004), commits
 * and terminates.
 *
 * And one made the way authoring tools (Storyline, iSpring, Captivate) make
 * theirs (authoredPackage): a frameset launch page, the lesson in a child frame
 * that finds the API by walking its parents, inline scripts and handlers,
 * eval of its saved state, a string timer. It plays because packages run on
 * course content's own origin, where their policy lets them run as authored
 * (docs/decisions/170).
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

/** The authoring-tool-like package's manifest: SCORM 1.2, one SCO in a child frame of a frameset. */
const AUTHORED_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="demo-university-authored" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Giving feedback that lands</title>
      <item identifier="item" identifierref="res"><title>Giving feedback that lands</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/><file href="slides.html"/><file href="story.css"/>
    </resource>
  </resources>
</manifest>
`;

/** The launch page: a frameset, as players of authoring tools still write them, with its configuration eval'd from a string. */
const AUTHORED_LAUNCH = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Giving feedback that lands</title>
  <script>
    // The player's configuration, written as a string and eval'd (as exported players do).
    window.storyConfig = eval('(' + '{"title":"Giving feedback that lands","slides":3,"resume":true}' + ')');
    window.playerReady = true;
  </script>
</head>
<frameset rows="100%,*" border="0">
  <frame src="slides.html" name="storyContent" title="Lesson" scrolling="auto">
  <frame src="about:blank" name="storyHidden" title="Nothing" scrolling="no">
</frameset>
</html>
`;

const AUTHORED_SLIDES = [
  ['Say what you saw', 'Describe the behaviour, not the person: “In the meeting you interrupted twice”, not “you are rude”.'],
  ['Say what it did', 'Name the effect it had on you or the team, so the other person knows why it matters.'],
  ['Ask, then agree', 'Ask for their view before you suggest a change, and agree one next step together.'],
];

/** The lesson, in the child frame: inline script only, an inline handler, eval and a string timer. */
function authoredSlides(): string {
  const slides = AUTHORED_SLIDES.map(
    ([title, text], i) => `    <section class="slide" id="slide${i}" hidden>
      <h2>Slide ${i + 1} of ${AUTHORED_SLIDES.length}: ${title}</h2>
      <p>${text}</p>
    </section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Giving feedback that lands</title>
  <link rel="stylesheet" href="story.css">
  <script>
    // The usual API discovery of exported packages: this window, then up the parents, then the opener.
    function findAPI(win) {
      var tries = 0;
      while (win && !win.API && win.parent && win.parent !== win && tries < 10) { tries += 1; win = win.parent; }
      return win && win.API ? win.API : null;
    }
    var API = findAPI(window) || (window.opener ? findAPI(window.opener) : null);
    var story = { slide: 0, visited: [], done: false };
  </script>
</head>
<body>
  <main>
    <h1 id="title">Giving feedback</h1>
${slides}
    <p id="visited"></p>
    <p id="status" role="status" aria-live="polite">Loading…</p>
    <div class="buttons">
      <button type="button" id="prev" onclick="go(story.slide - 1)">Previous slide</button>
      <button type="button" id="next" onclick="go(story.slide + 1)">Next slide</button>
      <button type="button" id="finish" onclick="finish()" hidden>Finish lesson</button>
    </div>
  </main>
  <script>
    var config = parent.storyConfig || { title: 'Giving feedback', slides: ${AUTHORED_SLIDES.length} };
    document.getElementById('title').textContent = config.title;
    function save() {
      if (!API) return;
      API.LMSSetValue('cmi.core.lesson_location', String(story.slide));
      // Saved state as a script literal, read back with eval (as exported players do).
      API.LMSSetValue('cmi.suspend_data', '{slide:' + story.slide + ',visited:[' + story.visited.join(',') + ']}');
      if (!story.done) API.LMSSetValue('cmi.core.lesson_status', 'incomplete');
      API.LMSCommit('');
    }
    function show() {
      for (var i = 0; i < config.slides; i += 1) document.getElementById('slide' + i).hidden = i !== story.slide;
      document.getElementById('prev').disabled = story.slide === 0;
      document.getElementById('next').hidden = story.slide === config.slides - 1;
      document.getElementById('finish').hidden = story.slide !== config.slides - 1;
      document.getElementById('visited').textContent = 'Slides seen: ' + story.visited.map(function (n) { return n + 1; }).join(', ') + '.';
      document.getElementById('status').textContent = story.done ? 'Lesson completed.' : 'Slide ' + (story.slide + 1) + ' of ' + config.slides + '.';
    }
    function go(to) {
      story.slide = Math.max(0, Math.min(config.slides - 1, to));
      if (story.visited.indexOf(story.slide) < 0) story.visited.push(story.slide);
      save();
      show();
    }
    function finish() {
      story.done = true;
      API.LMSSetValue('cmi.core.score.raw', '100');
      API.LMSSetValue('cmi.core.lesson_status', 'completed');
      save();
      show();
    }
    if (!API) {
      document.getElementById('status').textContent = 'This lesson records your progress only when opened from the course.';
    } else {
      API.LMSInitialize('');
      var saved = API.LMSGetValue('cmi.suspend_data');
      if (saved) story = eval('(' + saved + ')');
      story.done = /^(completed|passed)$/.test(API.LMSGetValue('cmi.core.lesson_status'));
      if (!story.visited.length) story.visited = [0];
      // A string timer, as older players write them.
      setTimeout("show()", 0);
    }
    window.addEventListener('pagehide', function () {
      if (!API) return;
      API.LMSSetValue('cmi.core.exit', 'suspend');
      API.LMSFinish('');
    });
  </script>
</body>
</html>
`;
}

const AUTHORED_STYLES = STYLES.replace(/#2b6cb0/g, '#6b46c1');

/** The package made as authoring tools make theirs (every file in the package folder, as the file store keeps them). */
export function authoredPackage(): PackageFile[] {
  return [
    { name: 'imsmanifest.xml', contentType: 'application/xml', text: AUTHORED_MANIFEST },
    { name: 'index.html', contentType: 'text/html', text: AUTHORED_LAUNCH },
    { name: 'slides.html', contentType: 'text/html', text: authoredSlides() },
    { name: 'story.css', contentType: 'text/css', text: AUTHORED_STYLES },
  ];
}
