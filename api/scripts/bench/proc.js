// CPU time and memory of processes, read from /proc (Linux only).
'use strict';
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

/** /proc counts CPU time in clock ticks (USER_HZ, 100 on Linux almost everywhere). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** Fields of /proc/<pid>/stat after the command name (which may contain spaces): index 0 is field 3, the state. */
function statFields(pid) {
  if (!fs.existsSync(`/proc/${pid}/stat`)) throw new Error(`process ${pid} has ended`);
  const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds a process has used itself (utime + stime). */
function cpuSeconds(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * CPU seconds of this process's children that have ended and been waited for (cutime + cstime): around a
 * wrk run, wrk's own. Children still running (the servers) are not in it until they end.
 */
function endedChildrenCpuSeconds() {
  const fields = statFields('self');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** CPU seconds the whole machine has been busy (every core; all but idle and iowait of /proc/stat). */
function machineBusySeconds() {
  const [user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/** Resident memory in MB (VmRSS). */
function rssMb(pid) {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** The process and every process it started (the server's renderer), each thread's children included. */
function processTree(pid) {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean));
  return [String(pid), ...children.flatMap(processTree)];
}

/**
 * Proportional resident memory in MB (Pss of smaps_rollup): pages shared with other processes (the node
 * executable the server and its renderer both map) counted once between them.
 */
function pssMb(pid) {
  const match = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
  if (!match) throw new Error(`no Pss for process ${pid}`);
  return Number(match[1]) / 1024;
}

/**
 * Lets every thread of these processes run only on `cpus` (taskset's list, e.g. '0' or '0-1'); answers false when
 * it cannot (taskset missing, or a process gone). Processes they start later inherit it.
 */
function pinToCpus(pids, cpus) {
  return pids.every((pid) => spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' }).status === 0);
}

module.exports = { cpuSeconds, endedChildrenCpuSeconds, machineBusySeconds, pinToCpus, processTree, pssMb, rssMb };
