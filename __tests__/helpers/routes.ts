import fs from 'node:fs';
import path from 'node:path';

export interface ServedRoute {
  /** The route as docs/API.md writes it, path parameters in braces: `/orders/{idOrder}`. */
  route: string;
  file: string;
  methods: string[];
}

/** Every route file under pages/api/v1 with the methods its handler serves (route() records them). */
export function servedRoutes(dir = path.join(process.cwd(), 'pages/api/v1'), prefix = ''): ServedRoute[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) return servedRoutes(full, `${prefix}/${name}`);
    const base = name.replace(/\.tsx?$/, '');
    const route = (base === 'index' ? prefix : `${prefix}/${base}`).replace(/\[(\w+)\]/g, '{$1}');
     
    const handler = require(full).default as { methods?: string[] };
    return [{ route, file: full, methods: handler.methods ?? [] }];
  });
}
