// A vitest reporter: where a run's time went, file by file (import, setup, tests and hooks), for
// scripts/ci/stages.mjs's report. Written to tmp/ci/vitest.json, or vitest-pg.json for the run
// against PostgreSQL (DATABASE_URL set).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

const ciDir = path.resolve(import.meta.dirname, '../../tmp/ci');

export default class VitestTimings implements Reporter {
  private started = 0;
  private workers = 0;
  private root = '';

  onInit(vitest: Vitest) {
    this.started = performance.now();
    this.workers = vitest.config.maxWorkers;
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules.map((module) => {
      const figures = module.diagnostic();
      const seconds =
        (figures.environmentSetupDuration +
          figures.prepareDuration +
          figures.collectDuration +
          figures.setupDuration +
          figures.duration) /
        1000;
      return {
        file: path.relative(this.root, module.moduleId),
        project: module.project.name,
        seconds,
        importSeconds: figures.collectDuration / 1000,
        testSeconds: figures.duration / 1000,
      };
    });
    files.sort((a, b) => b.seconds - a.seconds);
    const projects: Record<string, { files: number; seconds: number; importSeconds: number }> = {};
    for (const file of files) {
      const project = (projects[file.project] ??= { files: 0, seconds: 0, importSeconds: 0 });
      project.files += 1;
      project.seconds += file.seconds;
      project.importSeconds += file.importSeconds;
    }
    const name = process.env.DATABASE_URL ? 'vitest-pg' : 'vitest';
    mkdirSync(ciDir, { recursive: true });
    writeFileSync(
      path.join(ciDir, `${name}.json`),
      JSON.stringify({ wallSeconds: (performance.now() - this.started) / 1000, workers: this.workers, projects, files }, null, 1),
    );
  }
}
