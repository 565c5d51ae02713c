/**
 * The anchor of `npm run bench`: a plain Express app making the same undici call
 * as the gateway's programCatalog (POST /getAllProgramList with the oid), parsing
 * the JSON body as express.json() would and answering JSON. No GraphQL, no
 * logging, no policies: what any proxy must pay. Started by gateway-overhead.ts.
 */
import express from 'express';
import { Pool } from 'undici';

const port = Number(process.env.PORT);
const cloudUrl = process.env.CLOUD_API_URL!;
const pool = new Pool(cloudUrl, { connections: 32 });
const app = express();
app.disable('x-powered-by');
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
app.post('/graphql', express.json(), async (_req, res) => {
  const answer = await pool.request({
    path: '/getAllProgramList',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oid: process.env.CLOUD_OID ?? 'demo-university' }),
  });
  const programs = await answer.body.json();
  res.json({ data: { programCatalog: programs } });
});
app.listen(port, '127.0.0.1');
