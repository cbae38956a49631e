// The floor of `pnpm bench:http`: a bare Express app that answers every GET with the bytes it was given
// (body and headers, as the real server sent them), with nothing else in front. Prints its port.
import { readFileSync } from 'node:fs';
import express from 'express';

const [bodyFile, headersJson] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(headersJson);
const app = express();
app.disable('x-powered-by');
app.get('/{*path}', (_req, res) => {
  res.set(headers);
  res.send(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`bare express listening on ${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
