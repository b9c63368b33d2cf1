// Worker side of parallel-ranker.ts: holds one copy of the business index, ranks the chunks of
// investors it is sent, and answers with flat typed arrays (rows and scores, -1 / 0 padding).
import { parentPort, workerData } from 'node:worker_threads';
import { rankBusinessesForInvestor, type BusinessIndex } from '#shared/matching/business-index.ts';
import type { InvestorMatchFields } from '#shared/profiles/profile-model.ts';

export interface RankChunk {
  start: number;
  investors: InvestorMatchFields[];
}
export interface RankedChunk {
  start: number;
  count: number;
  rows: Int32Array;
  scores: Uint8Array;
}

const { index, limit } = workerData as { index: BusinessIndex; limit: number };
const port = parentPort!;

port.on('message', ({ start, investors }: RankChunk) => {
  const rows = new Int32Array(investors.length * limit).fill(-1);
  const scores = new Uint8Array(investors.length * limit);
  investors.forEach((investor, k) => {
    rankBusinessesForInvestor(index, investor, { limit, musts: 'fit' }).forEach((match, rank) => {
      rows[k * limit + rank] = match.index;
      scores[k * limit + rank] = match.score;
    });
  });
  const reply: RankedChunk = { start, count: investors.length, rows, scores };
  port.postMessage(reply, [rows.buffer, scores.buffer]);
});
port.postMessage('ready');
