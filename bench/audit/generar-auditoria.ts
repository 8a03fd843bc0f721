import Database from 'better-sqlite3';

export const COMPANIAS = [
  [1, 'Empresa Demo S.A.C.'],
  [2, 'Comercial Andina S.A.C.'],
  [3, 'Minera Los Andes S.A.'],
  [4, 'Transportes del Sur E.I.R.L.'],
  [5, 'Agroindustrial Norte S.A.'],
] as const;
export const TABLAS = ['activo', 'movimiento', 'mantenimiento', 'cliente', 'direccion', 'area', 'usuario', 'compania'] as const;
export const USUARIOS = 200;
// Roughly how a back office writes: mostly edits and creations, few deletions, logins every day.
const ACCIONES = ['UPDATE', 'UPDATE', 'UPDATE', 'CREATE', 'CREATE', 'READ', 'DELETE', 'LOGIN_SUCCESS', 'LOGIN_SUCCESS', 'LOGIN_FAILED', 'LOGOUT'];
const VERBO: Record<string, string> = { CREATE: 'Creación en', UPDATE: 'Actualización de', DELETE: 'Eliminación de', READ: 'Exportación de' };
const METODO: Record<string, string> = { CREATE: 'POST', UPDATE: 'PUT', DELETE: 'DELETE', READ: 'GET' };
const ESTADOS = ['Activo', 'En mantenimiento', 'Inactivo', 'Pendiente', 'Completado'];

/** SQLite's form of a UTC instant, as TypeORM writes the `datetime` columns. */
const sqliteDatetime = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/**
 * Inserts `count` audit rows spread evenly over the `days` days before `hasta`
 * straight into a SQLite file, oldest first as the interceptor writes them.
 */
export function generarAuditoria(dbPath: string, count: number, hasta: Date, days: number): void {
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const columns = [
    'timestamp', 'userId', 'userName', 'userEmail', 'companiaId', 'companiaName', 'tableName', 'action', 'recordId', 'recordCode', 'module',
    'description', 'ipAddress', 'userAgent', 'endpoint', 'httpMethod', 'statusCode', 'success', 'errorMessage', 'oldValues', 'newValues', 'requestId',
  ];
  const insert = db.prepare(`INSERT INTO audit_log (${columns.map((c) => `"${c}"`).join(',')}) VALUES (${columns.map(() => '?').join(',')})`);
  const desde = hasta.getTime() - days * 86_400_000;
  const paso = (hasta.getTime() - desde) / count;
  const chunk = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const userId = 1 + ((i * 7919) % USUARIOS);
      const [companiaId, companiaName] = COMPANIAS[userId % COMPANIAS.length];
      const action = ACCIONES[(i * 31) % ACCIONES.length];
      const sesion = action.startsWith('LOG');
      const tableName = sesion ? 'usuario' : TABLAS[(i * 13) % TABLAS.length];
      const success = i % 37 !== 0 && action !== 'LOGIN_FAILED';
      const recordId = sesion ? null : String(1 + ((i * 104_729) % 50_000));
      const email = `usuario${userId}@empresa${companiaId}.pe`;
      const description = sesion
        ? `${action === 'LOGOUT' ? 'Cierre de sesión' : success ? 'Inicio de sesión exitoso' : 'Intento de inicio de sesión fallido'} de ${email}`
        : `${success ? '' : 'Intento fallido: '}${VERBO[action]} ${tableName} #${recordId}`;
      const estado = ESTADOS[i % ESTADOS.length];
      insert.run(
        sqliteDatetime(desde + i * paso), action === 'LOGIN_FAILED' ? null : userId, `Usuario ${userId}`, email,
        action === 'LOGIN_FAILED' ? null : companiaId, action === 'LOGIN_FAILED' ? null : companiaName, tableName, action,
        recordId, recordId && tableName === 'activo' ? `ACT-${recordId.padStart(6, '0')}` : null, tableName, description,
        `10.0.${userId % 256}.${i % 256}`, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0', sesion ? '/api/auth/login' : `/api/${tableName}${recordId ? `/${recordId}` : ''}`,
        sesion ? 'POST' : METODO[action], success ? (action === 'CREATE' ? 201 : 200) : sesion ? 401 : 409, success ? 1 : 0,
        success ? null : sesion ? 'Credenciales invalidas!' : 'Ya existe un registro con esos datos',
        action === 'UPDATE' ? JSON.stringify({ id: Number(recordId), estado: ESTADOS[(i + 1) % ESTADOS.length] }) : null,
        sesion ? JSON.stringify({ correoElectronico: email, contrasena: '***' }) : JSON.stringify({ id: Number(recordId), estado }),
        `bench-${i.toString(36)}`,
      );
    }
  });
  for (let from = 0; from < count; from += 10_000) chunk(from, Math.min(count, from + 10_000));
  db.close();
}
