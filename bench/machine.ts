import fs from 'node:fs';
import os from 'node:os';
import type { Client } from 'pg';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  kernel: string;
  node: string;
  postgres: string;
  /** 1-minute load average when the run began: other work on the machine shows here. */
  loadAverage: number;
}

function osName(): string {
  try {
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(fs.readFileSync('/etc/os-release', 'utf8'))?.[1] ?? os.type();
  } catch {
    return os.type();
  }
}

export async function describeMachine(sql: Client): Promise<Machine> {
  const { rows } = await sql.query<{ server_version: string }>('show server_version');
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    kernel: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    postgres: rows[0].server_version,
    loadAverage: os.loadavg()[0],
  };
}
