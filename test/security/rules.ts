import { Route } from './openapi';

/*
 * Who may call what, by docs/arquitectura.md, "Quién puede hacer qué" and the levels of src/common/permiso.ts,
 * as a small table keyed by path prefix and method: the first matching rule wins.
 * A new route falls under its prefix's rule or the default one for its method.
 */

export const TIPOS = [1, 2, 3, 4, 5, 6] as const;
export type Tipo = (typeof TIPOS)[number];

/** The user types each level admits (1 Maestro … 6 Leer). */
const LEVELS = {
  lectura: [1, 2, 3, 4, 5, 6],
  escritura: [1, 2, 3, 4, 5],
  gerencia: [1, 2, 3, 4],
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
  // A user's sessions and the company's API keys are administration, reading them too.
  { prefix: '/api/Usuario/{id}/sesiones', level: 'administracion' },
  { prefix: '/api/ClaveApi', level: 'administracion' },
  // A company's SUNAT credentials and signing certificate, reading them too (without their secrets).
  { prefix: '/api/gre/configuracion', level: 'administracion' },
  { prefix: '/api/gre/certificado', level: 'administracion' },
  // A company's accounting settings and PCGE accounts, reading them too; its cut-over date and balances are every user's.
  { prefix: '/api/contabilidad/configuracion', level: 'administracion' },
  { prefix: '/api/contabilidad/cuentas', level: 'administracion' },
  { prefix: '/api/contabilidad/centros-costo', level: 'administracion' },
  { prefix: '/api/Usuario', methods: WRITES, level: 'administracion' },
  { prefix: '/api/Area', methods: WRITES, level: 'areas' },
  // The fields a company defines for its assets: set up like its areas (types 1-3); reading them is everyone's.
  { prefix: '/api/campos-personalizados', methods: WRITES, level: 'areas' },
  // Reversing an asset's disposal puts it back in the books: administration's, though disposing of it is everyone's who writes.
  { prefix: '/api/activos/{id}/baja', methods: ['DELETE'], level: 'administracion' },
  // Counting is everyone's who writes; opening, moving and closing an inventory is the management's (types 1-4).
  { prefix: '/api/inventarios/{id}/lecturas', methods: WRITES, level: 'escritura' },
  { prefix: '/api/inventarios', methods: WRITES, level: 'gerencia' },
  // Closing a fiscal year freezes the company's books (administration); reopening one is the Maestro's alone.
  { prefix: '/api/reportes/cierre', methods: ['DELETE'], level: 'maestro' },
  { prefix: '/api/reportes/cierre', methods: ['POST'], level: 'administracion' },
  // The legal wording of the company's actas is the administration's to set; every user reads it.
  { prefix: '/api/actas-configuracion', methods: WRITES, level: 'administracion' },
  // One's own session and credentials (logout, password, two-factor) write no business data: a Leer user may manage them too.
  { prefix: '/api/auth', level: 'lectura' },
  { methods: ['GET'], level: 'lectura' },
  { methods: WRITES, level: 'escritura' },
];

/**
 * The routes docs/arquitectura.md, "Quién puede hacer qué" keeps from API keys: users, companies, keys, the audit log,
 * one's own session and the company's SUNAT credentials. The suite reads `x-solo-personas` from the document and checks it against these.
 */
export const SOLO_PERSONAS_PREFIXES = ['/api/Usuario', '/api/Compania', '/api/ClaveApi', '/api/Audit', '/api/auth', '/api/gre/configuracion', '/api/gre/certificado'];

export const underPrefix = (path: string, prefix: string) => {
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

/** Routes that act on the caller's own session or credentials: called by a throwaway user, so no attacker of the suite loses its session. */
export const actsOnCaller = (route: Route) => underPrefix(route.path, '/api/auth');

export const PERMISOS_CLAVE = ['lectura', 'escritura'] as const;
export type PermisoClave = (typeof PERMISOS_CLAVE)[number];

/** The user type whose rights an API key holds (src/clave-api): lectura reads like a Leer, escritura writes like a Usuario. */
export const KEY_TIPO: Record<PermisoClave, Tipo> = { lectura: 6, escritura: 5 };
