/**
 * CPU burners: processes that keep cores busy, as CI machines and learners' phones often
 * are (issue 6, item 9; issue 31, section 6). `npm run test:busy` runs the tests beside
 * them, and the browser benchmarks' busy mode measures beside them (tests/bench/lighthouse.ts,
 * cold-load.ts). Each is a plain Node process spinning an empty loop; `stop` kills them, and
 * they are killed when this process exits, however it exits.
 */
import { spawn } from 'node:child_process';

/** Starts `count` burners (default: BURNERS, or 2, as many as the machine's cores). */
export function startBurners(count = Number(process.env.BURNERS ?? 2)) {
  const burners = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  const stop = () => {
    for (const burner of burners) if (burner.exitCode === null && burner.signalCode === null) burner.kill('SIGKILL');
    process.off('exit', stop);
  };
  process.on('exit', stop);
  return { count, stop };
}
