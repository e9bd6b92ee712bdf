import type { Command } from 'commander';
import { experienceCompareCommand } from './experience-compare.js';
import { experienceExportCommand } from './experience-export.js';

/** `xparena experience …`: what runs learned — carried to another run (`export`), compared on the same seeds (`compare`). */
export function experienceCommand(program: Command): void {
  const experience = program
    .command('experience')
    .description(
      "work with stored experience: export a snapshot's state, compare experiences (xparena experiences lists the kinds)",
    );
  experienceExportCommand(experience);
  experienceCompareCommand(experience);
}
