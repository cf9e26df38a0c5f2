import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A file a test serves: its content type and its bytes, made when it is asked for. */
export interface ServedFile {
  type: string;
  bytes: () => Uint8Array | string;
}

export interface FileServer {
  /** `${url}/name` answers the file of that name; any other path, 404. */
  url: string;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 serving `files` by name, as a catalogue's file host would. */
export async function startFileServer(files: Record<string, ServedFile>): Promise<FileServer> {
  const server = createServer((request, response) => {
    const file = files[request.url!.slice(1)];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.bytes());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
