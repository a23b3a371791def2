import { defineConfig } from "vitest/config";

// Tests start real HTTPS emulators, child processes and the Pulumi dynamic-provider host.
// The forks pool gives each file its own process: Pulumi's closure serialization needs the
// inspector, which worker threads do not provide, and child processes are cleaned up per file.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    reporters: process.env.CI ? ["default"] : ["default"],
  },
});
