import type { ReactNode } from 'react';
import { Button, Checkbox, Typography } from '@mui/material';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { formatDateTime } from '../../common/format';
import { TablaCargada, type Columna } from '../../common/TablaDialog';
import { texto, ubicacionTexto } from '../record';
import type { Conciliacion, FilaConciliacion, Lectura } from '../../api/tipos';

/** The reconciliation's lists, each a tab. */
export const PESTANAS = ['encontrados', 'otraUbicacion', 'faltantes', 'sobrantes', 'dadosDeBaja', 'fueraDeAlcance'] as const;
export type Pestana = (typeof PESTANAS)[number];

const columna = (clave: string) => texto(`conciliacion.columns.${clave}`);

/** "21/11/2025 14:05 · Rosa Quispe": when and who read it. */
const leidoPor = (lectura: Lectura | null, translate: TranslateFunction): string =>
    lectura ? translate(texto('conciliacion.leido_por'), { fecha: formatDateTime(lectura.leidoEl), usuario: lectura.usuario }) : '';

const estadoFisico = (lectura: Lectura | null, translate: TranslateFunction): string =>
    [lectura?.estadoFisico && translate(texto(`conciliacion.estados_fisicos.${lectura.estadoFisico}`)), lectura?.observacion]
        .filter(Boolean)
        .join(' · ');

const NOWRAP = { whiteSpace: 'nowrap' } as const;

interface TablaProps<Row> {
    rows: Row[];
    pestana: Pestana;
    columns: Array<Columna<Row>>;
    rowKey(row: Row): number;
}

const Tabla = <Row,>({ rows, pestana, columns, rowKey }: TablaProps<Row>) => {
    const translate = useTranslate();
    return (
        <TablaCargada<Row>
            load={{ state: 'done', data: rows }}
            errorText={(message) => message}
            empty={<Typography sx={{ p: 2 }}>{translate(texto(`conciliacion.vacio.${pestana}`))}</Typography>}
            columns={columns}
            rowKey={rowKey}
            label={translate(texto(`conciliacion.tabs.${pestana}`), { count: rows.length })}
        />
    );
};

/** Sobrantes: the codes read that no asset of the books has, where and when, and what the counter noted. */
const TablaDeSobrantes = ({ sobrantes }: { sobrantes: Lectura[] }) => {
    const translate = useTranslate();
    const label = (clave: string) => translate(columna(clave));
    return (
        <Tabla<Lectura>
            rows={sobrantes}
            pestana="sobrantes"
            rowKey={(lectura) => lectura.id}
            columns={[
                { label: label('codigo'), render: (lectura) => lectura.codigo, sx: NOWRAP },
                { label: label('leida'), render: (lectura) => ubicacionTexto(lectura.ubicacion, translate) },
                { label: label('leido'), render: (lectura) => leidoPor(lectura, translate) },
                { label: label('estadoFisico'), render: (lectura) => estadoFisico(lectura, translate) },
            ]}
        />
    );
};

type Seleccion = { ids: ReadonlySet<number>; cambiar(activoId: number): void };

/** The columns an asset's row can have, named by what they show. */
const columnasDeActivo = (translate: TranslateFunction) => {
    const label = (clave: string) => translate(columna(clave));
    const muestra = (clave: string, render: Columna<FilaConciliacion>['render'], sx?: Columna<FilaConciliacion>['sx']): Columna<FilaConciliacion> => ({
        label: label(clave),
        render,
        sx,
    });
    return {
        codigo: muestra('codigo', (fila) => fila.activo.codigo, NOWRAP),
        descripcion: muestra('descripcion', (fila) => fila.activo.descripcion),
        libros: muestra('libros', (fila) => ubicacionTexto(fila.activo.ubicacion, translate)),
        leida: muestra('leida', (fila) => ubicacionTexto(fila.lectura?.ubicacion, translate)),
        // The books' place with what the reading brought: where the move takes it.
        propuesta: muestra('propuesta', (fila) => ubicacionTexto(fila.propuesta, translate)),
        leido: muestra('leido', (fila) => leidoPor(fila.lectura, translate)),
        estado: muestra('estadoFisico', (fila) => estadoFisico(fila.lectura, translate)),
    };
};

/** En otra ubicación: the box that chooses a row to move. */
const columnaSeleccionar = (seleccion: Seleccion, translate: TranslateFunction): Columna<FilaConciliacion> => ({
    label: translate(columna('seleccionar')),
    render: (fila): ReactNode => (
        <Checkbox
            size="small"
            checked={seleccion.ids.has(fila.activo.id)}
            onChange={() => seleccion.cambiar(fila.activo.id)}
            slotProps={{
                input: {
                    'aria-label': translate(texto('conciliacion.seleccionar'), { codigo: fila.activo.codigo }),
                },
            }}
        />
    ),
});

/** Faltantes: Dar de baja, which opens the disposal of the missing asset. */
const columnaDarDeBaja = (onBaja: (fila: FilaConciliacion) => void, translate: TranslateFunction): Columna<FilaConciliacion> => ({
    label: translate('app.common.actions'),
    render: (fila) => (
        <Button size="small" color="error" startIcon={<RemoveCircleIcon />} onClick={() => onBaja(fila)} sx={NOWRAP}>
            {translate(texto('conciliacion.dar_de_baja'))}
        </Button>
    ),
});

interface TablaDePestanaProps {
    pestana: Pestana;
    conciliacion: Conciliacion;
    /** En otra ubicación, while the campaign is open, for management: the rows chosen to move (none = all). */
    seleccion?: Seleccion;
    /** Faltantes, while the campaign is open, for who writes. */
    onBaja?(fila: FilaConciliacion): void;
}

/** The rows of one tab, with the columns that say what its rows are. */
export const TablaDePestana = ({ pestana, conciliacion, seleccion, onBaja }: TablaDePestanaProps) => {
    const translate = useTranslate();
    if (pestana === 'sobrantes') return <TablaDeSobrantes sobrantes={conciliacion.sobrantes} />;

    const { codigo, descripcion, libros, leida, propuesta, leido, estado } = columnasDeActivo(translate);
    const porPestana: Record<Exclude<Pestana, 'sobrantes'>, Array<Columna<FilaConciliacion> | false | undefined>> = {
        encontrados: [codigo, descripcion, libros, leido, estado],
        otraUbicacion: [seleccion && columnaSeleccionar(seleccion, translate), codigo, descripcion, libros, propuesta, leido],
        faltantes: [codigo, descripcion, libros, onBaja && columnaDarDeBaja(onBaja, translate)],
        dadosDeBaja: [codigo, descripcion, leida, leido],
        fueraDeAlcance: [codigo, descripcion, libros, leida, leido],
    };
    return (
        <Tabla<FilaConciliacion>
            rows={conciliacion[pestana]}
            pestana={pestana}
            rowKey={(fila) => fila.activo.id}
            columns={porPestana[pestana].filter((columna): columna is Columna<FilaConciliacion> => Boolean(columna))}
        />
    );
};
