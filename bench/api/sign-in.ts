/**
 * Sign-in cost and guessing rate: what login.php costs a member (p50/p95 over real HTTP,
 * argon2id included) against its floor, the argon2id verification alone, in the same run;
 * and how many passwords one address can try in an hour (the throttle, on a manual clock).
 * Prints figures; not a test. See README.md.
 *
 *   pnpm --filter @tubekit/bench-api sign-in [--runs 200]
 */
import { parseArgs } from 'node:util';
import { guessesPerHour } from './src/sign-in-guesses.ts';
import { measureSignIns, measureVerifyFloor, percentile } from './src/sign-in-latency.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const runs = Number(values.runs);

const ms = (n: number) => `${n.toFixed(1)} ms`;
const floor = await measureVerifyFloor(runs);
const http = await measureSignIns(runs);
console.log(`sign-in on this machine, ${runs} runs each (argon2id 19 MiB, t=2, p=1):`);
console.log(
  `  argon2id verify alone (floor): p50 ${ms(percentile(floor, 50))}  p95 ${ms(percentile(floor, 95))}`,
);
for (const [name, samples] of Object.entries(http))
  console.log(
    `  login.php ${name.padEnd(14)}: p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}` +
      `  (${(percentile(samples, 95) / percentile(floor, 95)).toFixed(2)}x the floor at p95)`,
  );

const guesses = await guessesPerHour();
console.log('password guesses in one hour (the throttle, simulated on a manual clock):');
console.log(`  one address, many accounts : ${guesses.perAddress} (limit 20 per 15 min)`);
console.log(`  one account, many addresses: ${guesses.perAccount} (limit 5 per 15 min)`);
