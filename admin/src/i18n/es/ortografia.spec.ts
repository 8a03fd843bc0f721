import { es } from './index';
import { activoImport } from '../../activo/activoImport';
import { clienteImport } from '../../cliente/clienteImport';
import { direccionImport } from '../../direccion/direccionImport';

// The panel's Spanish is written with its accents: words a keyboard without them leaves bare, never shown bare.

/** Words that are always written with an accent (or ñ) in what the panel shows, as they would appear bare. */
const SIN_TILDE = [
    'accion', 'adquisicion', 'administracion', 'analisis', 'ano', 'anos', 'area', 'areas', 'asignacion', 'automatico',
    'busqueda', 'catalogo', 'categoria', 'codigo', 'codigos', 'compania', 'companias', 'conexion', 'configuracion',
    'contrasena', 'creacion', 'credito', 'depreciacion', 'descripcion', 'despues', 'dias', 'digitos', 'direccion',
    'electronico', 'electronica', 'exportacion', 'fabricacion', 'generacion', 'gestion', 'guia', 'importacion',
    'informacion', 'invalido', 'invalida', 'maximo', 'minimo', 'modificacion', 'notificacion', 'numero', 'numeros',
    'observacion', 'pagina', 'paginas', 'pais', 'razon', 'revision', 'seleccion', 'sesion', 'tambien', 'tecnico',
    'telefono', 'telefonico', 'ubicacion', 'ultimo', 'ultima', 'unico', 'urbanizacion', 'valido', 'valida', 'vehiculo',
];
const PALABRA = /\p{L}+/gu;

/** Every text of a message tree (react-admin's nested objects), with the key that leads to it. */
function textos(arbol: object, ruta = ''): Array<[string, string]> {
    return Object.entries(arbol).flatMap(([clave, valor]): Array<[string, string]> =>
        typeof valor === 'string' ? [[`${ruta}${clave}`, valor]] : valor && typeof valor === 'object' ? textos(valor, `${ruta}${clave}.`) : [],
    );
}

/** The texts with a bare word, and that word. Placeholders (%{codigo}) are names, not words shown. */
const sinTilde = (lista: Array<[string, string]>) =>
    lista.flatMap(([donde, texto]) =>
        (texto.replace(/%\{\w+\}/g, '').match(PALABRA) ?? []).filter((palabra) => SIN_TILDE.includes(palabra.toLowerCase())).map((palabra) => `${donde}: «${palabra}» en «${texto}»`),
    );

describe('ortografía del panel', () => {
    it('ningún texto de los mensajes en español deja una palabra sin su tilde', () => {
        expect(sinTilde(textos(es))).toEqual([]);
    });

    it('las cabeceras de las plantillas de importación llevan sus tildes', () => {
        const plantillas = [activoImport, clienteImport, direccionImport];
        expect(sinTilde(plantillas.flatMap(({ recurso, template }) => template.headers.map((cabecera): [string, string] => [recurso, cabecera])))).toEqual([]);
    });
});
