import { Route } from './openapi';

/*
 * Who may call what, by DESIGN.md §4 and the levels of src/common/permiso.ts,
 * as a small table keyed by path prefix and method: the first matching rule wins.
 * A new route falls under its prefix's rule or the default one for its method.
 */

export const TIPOS = [1, 2, 3, 4, 5, 6] as const;
export type Tipo = (typeof TIPOS)[number];

/** The user types each level admits (1 Maestro … 6 Leer). */
const LEVELS = {
  lectura: [1, 2, 3, 4, 5, 6],
  escritura: [1, 2, 3, 4, 5],
  areas: [1, 2, 3],
  administracion: [1, 2],
  maestro: [1],
} satisfies Record<string, Tipo[]>;
type Level = keyof typeof LEVELS;

interface Rule {
  prefix?: string;
  /** Upper-case HTTP methods; every method when left out. */
  methods?: string[];
  level: Level;
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

const RULES: Rule[] = [
  // The audit log, reading and cleaning alike, is the Maestro's alone.
  { prefix: '/api/Audit', level: 'maestro' },
  // Companies come and go only by the Maestro's hand (permiso.ts "maestro"); an Administrador edits its own.
  { prefix: '/api/Compania', methods: ['POST', 'DELETE'], level: 'maestro' },
  { prefix: '/api/Compania', methods: WRITES, level: 'administracion' },
  { prefix: '/api/Usuario', methods: WRITES, level: 'administracion' },
  { prefix: '/api/Area', methods: WRITES, level: 'areas' },
  // Closing one's own session writes no business data: a Leer user may do it too.
  { prefix: '/api/auth/logout', level: 'lectura' },
  { methods: ['GET'], level: 'lectura' },
  { methods: WRITES, level: 'escritura' },
];

const underPrefix = (path: string, prefix: string) => {
  const [p, q] = [path.toLowerCase(), prefix.toLowerCase()];
  return p === q || p.startsWith(`${q}/`);
};

export function levelOf(route: Route): Level {
  const method = route.method.toUpperCase();
  const rule = RULES.find((r) => (!r.prefix || underPrefix(route.path, r.prefix)) && (!r.methods || r.methods.includes(method)));
  if (!rule) throw new Error(`${route.key}: no permission rule`);
  return rule.level;
}

export const allowedTypes = (route: Route): readonly Tipo[] => LEVELS[levelOf(route)];

/** The least privileged user type that may call the route: the attacker of the input and mass-assignment suites. */
export const weakestAllowed = (route: Route): Tipo => Math.max(...allowedTypes(route)) as Tipo;
