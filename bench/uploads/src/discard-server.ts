/**
 * The loopback ceiling's far end: a raw TCP server in a process of its own that reads and
 * drops `--size` bytes per connection, then answers one byte. No HTTP, no disk.
 */
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { size: { type: 'string' } } });
const size = Number(values.size);
const server = createServer((socket) => {
  let received = 0;
  socket.on('data', (data) => {
    received += data.length;
    if (received >= size) socket.end('k');
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.send?.(address.port);
});
process.on('disconnect', () => server.close());
