import type { Command } from 'commander';
import { experienceExportCommand } from './experience-export.js';

/** `xparena experience …`: what runs learned — carried to another run (`export`). */
export function experienceCommand(program: Command): void {
  const experience = program
    .command('experience')
    .description("work with stored experience: export a snapshot's state (xparena experiences lists the kinds)");
  experienceExportCommand(experience);
}
