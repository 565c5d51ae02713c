/** scripts/cpu-burners.mjs: `count` processes keeping cores busy (default BURNERS, or 2), and how to stop them. */
export function startBurners(count?: number): { count: number; stop: () => void };
