/**
 * Makes src/seed/assets/media/lecture.webm, the demo lecture video, without
 * ffmpeg: headless Chromium draws a 10-second canvas animation (the slides
 * of lecture.en.vtt) with a soft tone, records it with MediaRecorder (VP8 +
 * Opus), and fix-webm-duration writes the duration MediaRecorder leaves out,
 * so the player shows it and can seek. Run once; the result is committed:
 *
 *   npx tsx packages/cloud-api/src/seed/record-lecture-video.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const OUT = process.env.LECTURE_VIDEO_OUT ?? join(dirname(fileURLToPath(import.meta.url)), 'assets', 'media', 'lecture.webm');
const require = createRequire(import.meta.url);
const fixer = readFileSync(require.resolve('fix-webm-duration'), 'utf8');

const SLIDES = [
  'Welcome to the lecture on how teams decide.',
  'Groups bring more information to a choice.',
  'They also bring pressure to agree too soon.',
  'Separate looking for options from choosing one.',
];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  const page = await browser.newPage();
  await page.setContent('<canvas id="c" width="480" height="270"></canvas>');
  await page.addScriptTag({ content: fixer });
  // Browser code, as text: this file is type-checked for Node, the page runs it.
  const base64 = await page.evaluate<string>(`(async () => {
    const slides = ${JSON.stringify(SLIDES)};
    const seconds = 10;
    const canvas = document.getElementById('c');
    const g = canvas.getContext('2d');
    const audio = new AudioContext();
    const destination = audio.createMediaStreamDestination();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 220;
    gain.gain.value = 0.04;
    tone.connect(gain).connect(destination);
    tone.start();
    const stream = new MediaStream([...canvas.captureStream(25).getVideoTracks(), ...destination.stream.getAudioTracks()]);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8,opus', videoBitsPerSecond: 220000, audioBitsPerSecond: 24000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const started = performance.now();
    const draw = () => {
      const t = (performance.now() - started) / 1000;
      const slide = Math.min(slides.length - 1, Math.floor(t / 2.5));
      g.fillStyle = ['#1d4ed8', '#0f766e', '#9d174d', '#c2410c'][slide];
      g.fillRect(0, 0, 480, 270);
      g.fillStyle = 'rgba(255,255,255,0.15)';
      g.beginPath();
      g.arc(240 + Math.cos(t * 1.3) * 150, 135 + Math.sin(t * 1.9) * 70, 40, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#fff';
      g.font = 'bold 22px sans-serif';
      g.textAlign = 'center';
      g.fillText('How teams decide', 240, 60);
      g.font = '18px sans-serif';
      g.fillText(slides[slide], 240, 150);
      g.font = '14px sans-serif';
      g.fillText(Math.floor(t) + ' s', 240, 240);
      if (t < seconds) requestAnimationFrame(draw);
    };
    draw();
    recorder.start(500);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    recorder.stop();
    await new Promise((r) => (recorder.onstop = r));
    tone.stop();
    const raw = new Blob(chunks, { type: 'video/webm' });
    const fixWebmDuration = window.ysFixWebmDuration;
    const fixed = await fixWebmDuration(raw, seconds * 1000, { logger: false });
    const bytes = new Uint8Array(await fixed.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 1) s += String.fromCharCode(bytes[i]);
    return btoa(s);
  })()`);
  await browser.close();
  const bytes = Buffer.from(base64, 'base64');
  writeFileSync(OUT, bytes);
  console.log(`wrote ${OUT} (${bytes.length} bytes)`);
}

await main();
