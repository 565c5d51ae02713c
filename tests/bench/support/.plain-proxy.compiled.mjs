// tests/bench/support/plain-proxy.ts
import express from "express";
import { Pool } from "undici";
var port = Number(process.env.PORT);
var cloudUrl = process.env.CLOUD_API_URL;
var pool = new Pool(cloudUrl, { connections: 32 });
var app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
app.post("/graphql", express.json(), async (_req, res) => {
  const answer = await pool.request({
    path: "/getAllProgramList",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ oid: process.env.CLOUD_OID ?? "demo-university" })
  });
  const programs = await answer.body.json();
  res.json({ data: { programCatalog: programs } });
});
app.listen(port, "127.0.0.1");
