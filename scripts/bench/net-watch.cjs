// Preloaded with NODE_OPTIONS="--require <this file>" and ESTUDIO_NET_LOG=<file>: records every
// attempt of this Node process, and of the Node processes it starts (they inherit
// NODE_OPTIONS), to reach a host other than this machine's loopback: a name looked up in DNS
// or a connection to another address, one JSON line each. The bench's `npm start` section
// counts them (scripts/bench/start-ready.mjs); an IP address given as a name, or a server
// listening on a local interface, is no attempt.
'use strict';
const { appendFileSync } = require('node:fs');
const diagnostics = require('node:diagnostics_channel');
const dns = require('node:dns');
const net = require('node:net');

const logPath = process.env.ESTUDIO_NET_LOG;
const local = (host) =>
  host === undefined ||
  host === null ||
  host === '' ||
  host === 'localhost' ||
  /^127\./.test(host) ||
  host === '::1' ||
  host === '0.0.0.0' ||
  host === '::';

const record = (kind, host, port) => {
  if (!logPath || local(host)) return;
  const where = (new Error().stack ?? '')
    .split('\n')
    .slice(3)
    .map((line) => line.trim())
    .filter((line) => !line.includes('(node:'))
    .slice(0, 6)
    .join(' | ');
  const script = process.argv.slice(1, 3).join(' ');
  appendFileSync(
    logPath,
    `${JSON.stringify({ at: new Date().toISOString(), pid: process.pid, script, kind, host, port, where })}\n`,
  );
};

const lookup = dns.lookup;
dns.lookup = function watchedLookup(hostname, ...rest) {
  if (net.isIP(String(hostname)) === 0) record('dns', hostname);
  return lookup.call(this, hostname, ...rest);
};
const promisesLookup = dns.promises.lookup;
dns.promises.lookup = function watchedPromisesLookup(hostname, ...rest) {
  if (net.isIP(String(hostname)) === 0) record('dns', hostname);
  return promisesLookup.call(this, hostname, ...rest);
};
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function watchedConnect(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first !== null && typeof first === 'object') {
    if (typeof first.path !== 'string' && net.isIP(String(first.host ?? '')) !== 0)
      record('connect', first.host, first.port);
  } else if ((typeof first === 'number' || /^\d+$/.test(String(first))) && net.isIP(String(args[1] ?? '')) !== 0) {
    record('connect', args[1], first);
  }
  return connect.apply(this, args);
};
// fetch() (Node's undici) opens its sockets without Socket.prototype.connect: its own channel says where.
diagnostics.subscribe('undici:client:beforeConnect', ({ connectParams }) => {
  if (net.isIP(String(connectParams?.hostname ?? '')) !== 0)
    record('connect', connectParams.hostname, connectParams.port);
});
