// The scheduler bench's lookup measures: the real claim statement timed inside rolled-back
// transactions, and the same statement (the repository's, from @vitalia/db/testing) under
// EXPLAIN (ANALYZE) to show which index it reads.
import { openDatabase, type Database } from '@vitalia/db';
import { claimDueStatement, rawQuery } from '@vitalia/db/testing';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

class Rollback extends Error {}

/** Median time of the claim statement at `at`, rolled back each time; checks it claims `expected` rows. */
export async function timeLookup(
  db: Database,
  at: Date,
  expected: number,
  claim: { batch: number; leaseSeconds: number; runs: number },
): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < claim.runs + 3; run++) {
    await db
      .transaction(async (repos) => {
        const started = performance.now();
        const claimed = await repos.occurrences.claimDue(at, claim.batch, claim.leaseSeconds);
        if (run >= 3) times.push(performance.now() - started);
        if (claimed.length !== expected) {
          throw new Error(
            `the lookup at ${at.toISOString()} claimed ${claimed.length}, expected ${expected}`,
          );
        }
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  return median(times);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** How the claim reads each table, from EXPLAIN (ANALYZE) on one connection, rolled back. */
export async function explainClaim(
  url: string,
  at: Date,
  claim: { batch: number; leaseSeconds: number },
): Promise<string[]> {
  const single = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    // The repository's own statement, so the plan shown is the plan of what the scheduler runs.
    const { sql, params } = claimDueStatement(at, claim.batch, claim.leaseSeconds);
    await rawQuery(single, 'BEGIN');
    const [row] = await rawQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      single,
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      params,
    );
    await rawQuery(single, 'ROLLBACK');
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
      if (node['Relation Name'] && node['Node Type'] !== 'ModifyTable') {
        scans.push(`${node['Relation Name']}: ${node['Node Type']}${index}`);
      } else if (node['Node Type'] === 'Bitmap Index Scan') {
        scans.push(`(bitmap) ${node['Node Type']}${index}`);
      }
      node.Plans?.forEach(walk);
    };
    walk(row!['QUERY PLAN'][0]!.Plan);
    return [...new Set(scans)];
  } finally {
    await single.close();
  }
}
