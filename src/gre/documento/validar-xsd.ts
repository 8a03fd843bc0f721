import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML, XMLFileInfo } from 'xmllint-wasm';

/** Un error del esquema, para mostrarlo al usuario. */
export interface ErrorEsquema {
  /** Línea del XML (cada elemento va en su propia línea); null si xmllint no la informa. */
  linea: number | null;
  mensaje: string;
}

const CARPETA = join(__dirname, 'xsd');
const PRINCIPAL = 'UBL-DespatchAdvice-2.1.xsd';

/**
 * Los esquemas UBL 2.1 de la guía (xsd/, copia de OASIS), leídos una vez. Todos van a una misma carpeta del sistema
 * de archivos de xmllint-wasm, así que el esquema principal deja de apuntar a ../common/.
 */
let esquemas: { principal: XMLFileInfo; comunes: XMLFileInfo[] } | undefined;
function cargar() {
  return (esquemas ??= {
    principal: { fileName: PRINCIPAL, contents: readFileSync(join(CARPETA, 'maindoc', PRINCIPAL), 'utf8').replaceAll('../common/', '') },
    comunes: readdirSync(join(CARPETA, 'common')).map((nombre) => ({ fileName: nombre, contents: readFileSync(join(CARPETA, 'common', nombre), 'utf8') })),
  });
}

/**
 * Valida la estructura de una guía firmada (orden y cardinalidad de los elementos) contra UBL-DespatchAdvice-2.1.
 * La guía sin firmar no pasa: ext:ExtensionContent vacío incumple el esquema. Lista vacía = válida.
 * Varios cientos de milisegundos con una guía grande: se llama dentro del grupo de hilos (generar-guia.tarea).
 */
export async function validarXsd(xmlFirmado: string): Promise<ErrorEsquema[]> {
  const { principal, comunes } = cargar();
  const resultado = await validateXML({
    xml: [{ fileName: 'guia.xml', contents: xmlFirmado }],
    schema: [principal],
    preload: comunes,
  });
  if (resultado.valid) return [];
  return resultado.errors.map((error) => ({
    linea: error.loc?.lineNumber ?? null,
    mensaje: `${error.loc ? `Línea ${error.loc.lineNumber}: ` : ''}el XML no cumple el esquema UBL de la guía: ${error.message.trim()}`,
  }));
}
