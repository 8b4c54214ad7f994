// The bench's results: goals met or missed, errors, number formats, tables and the verdict on who set the pace.
'use strict';

const goals = []; // { group, what, met, detail }
const errors = [];

function goal(group, what, met, detail) {
  goals.push({ group, what, met, detail });
  return met ? 'ok' : 'MISS';
}

/** Goals met per group, with the first few missed. */
function printSummary(minutes) {
  console.log(`\nsummary (${minutes.toFixed(1)} min): ${goals.filter((entry) => entry.met).length} of ${goals.length} goals met`);
  for (const group of new Set(goals.map((entry) => entry.group))) {
    const entries = goals.filter((entry) => entry.group === group);
    const missed = entries.filter((entry) => !entry.met);
    const shown = missed.slice(0, 5).map((entry) => `${entry.what} (${entry.detail})`);
    if (missed.length > shown.length) shown.push(`${missed.length - shown.length} more, see the table`);
    console.log(`  ${group}: ${entries.length - missed.length} of ${entries.length} met${missed.length > 0 ? `; missed: ${shown.join('; ')}` : ''}`);
  }
  if (errors.length > 0) {
    console.log(`errors (${errors.length}):`);
    for (const error of errors) console.log(`  ${error}`);
  } else {
    console.log('errors: none');
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const rate = (value) => String(Math.round(value));
const ms = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const percent = (value) => `${Math.round(value)} %`;

/** Columns padded to their widest cell; numbers to the right. */
function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const numeric = (cell) => /^-?[\d.]+( %)?$/.test(cell);
  const line = (cells) =>
    cells
      .map((cell, i) => (numeric(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}

/** Whether the generator or the servers set the pace, from every measurement of a table. */
function verdict(runs) {
  const generatorMax = Math.max(...runs.map((run) => run.generatorCpu));
  const generatorBusy = runs.filter((run) => run.generatorCpu >= 90);
  const serverIdle = runs.filter((run) => run.serverCpu < 80);
  const others = `other processes used up to ${percent(Math.max(...runs.map((run) => run.otherCpu)))} of a core (median ${percent(median(runs.map((run) => run.otherCpu)))})`;
  if (generatorBusy.length > 0) {
    const names = [...new Set(generatorBusy.map((run) => run.name))].join(', ');
    return `WARNING: the generator used 90 % of a core or more in ${generatorBusy.length} of ${runs.length} runs (max ${percent(generatorMax)}; ${names}): those figures may be the generator's limit, not the server's; ${others}`;
  }
  if (serverIdle.length > 0) {
    const busyMachine = Math.max(...serverIdle.map((run) => run.otherCpu)) >= 20;
    return (
      `generator below one core in every run (max ${percent(generatorMax)}), but the server used less than 80 % of a core in ${serverIdle.length} of ${runs.length} runs; ${others}: ` +
      (busyMachine
        ? 'WARNING: a busy machine held those back, run again when it is quiet'
        : 'those servers waited on something besides their CPU (the kernel copying large answers?)')
    );
  }
  return `generator below one core in every run (max ${percent(generatorMax)}), servers at 80 % of a core or more: the servers are the limit; ${others}`;
}

module.exports = { errors, goal, printSummary, median, rate, ms, percent, printTable, verdict };
