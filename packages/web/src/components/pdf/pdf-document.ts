/**
 * react-pdf with everything pdf.js needs from our own origin (issue 8: the older client
 * loaded the worker from a public CDN): the worker bundled by Vite, and the character
 * maps and standard fonts that vite.config.ts copies to /pdfjs/. No request leaves the
 * portal. eval stays off: the Content-Security-Policy allows no 'unsafe-eval'.
 */
import { pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export const PDF_OPTIONS = {
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
  wasmUrl: '/pdfjs/wasm/',
  isEvalSupported: false,
} as const;

export { Document, Page } from 'react-pdf';
