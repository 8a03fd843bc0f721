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

interface TablaDePestanaProps {
    pestana: Pestana;
    conciliacion: Conciliacion;
    /** En otra ubicación, while the campaign is open, for management: the rows chosen to move (none = all). */
    seleccion?: { ids: ReadonlySet<number>; cambiar(activoId: number): void };
    /** Faltantes, while the campaign is open, for who writes. */
    onBaja?(fila: FilaConciliacion): void;
}

/** The rows of one tab, with the columns that say what its rows are. */
export const TablaDePestana = ({ pestana, conciliacion, seleccion, onBaja }: TablaDePestanaProps) => {
    const translate = useTranslate();
    const label = (clave: string) => translate(columna(clave));

    if (pestana === 'sobrantes') {
        return (
            <Tabla<Lectura>
                rows={conciliacion.sobrantes}
                pestana={pestana}
                rowKey={(lectura) => lectura.id}
                columns={[
                    { label: label('codigo'), render: (lectura) => lectura.codigo, sx: NOWRAP },
                    { label: label('leida'), render: (lectura) => ubicacionTexto(lectura.ubicacion, translate) },
                    { label: label('leido'), render: (lectura) => leidoPor(lectura, translate) },
                    { label: label('estadoFisico'), render: (lectura) => estadoFisico(lectura, translate) },
                ]}
            />
        );
    }

    const codigo: Columna<FilaConciliacion> = { label: label('codigo'), render: (fila) => fila.activo.codigo, sx: NOWRAP };
    const descripcion: Columna<FilaConciliacion> = { label: label('descripcion'), render: (fila) => fila.activo.descripcion };
    const libros: Columna<FilaConciliacion> = {
        label: label('libros'),
        render: (fila) => ubicacionTexto(fila.activo.ubicacion, translate),
    };
    const leida: Columna<FilaConciliacion> = {
        label: label('leida'),
        render: (fila) => ubicacionTexto(fila.lectura?.ubicacion, translate),
    };
    // The books' place with what the reading brought: where the move takes it.
    const propuesta: Columna<FilaConciliacion> = {
        label: label('propuesta'),
        render: (fila) => ubicacionTexto(fila.propuesta, translate),
    };
    const leido: Columna<FilaConciliacion> = { label: label('leido'), render: (fila) => leidoPor(fila.lectura, translate) };
    const estado: Columna<FilaConciliacion> = {
        label: label('estadoFisico'),
        render: (fila) => estadoFisico(fila.lectura, translate),
    };

    const porPestana: Record<Exclude<Pestana, 'sobrantes'>, Array<Columna<FilaConciliacion> | false | undefined>> = {
        encontrados: [codigo, descripcion, libros, leido, estado],
        otraUbicacion: [
            seleccion && {
                label: label('seleccionar'),
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
            },
            codigo,
            descripcion,
            libros,
            propuesta,
            leido,
        ],
        faltantes: [
            codigo,
            descripcion,
            libros,
            onBaja && {
                label: translate('app.common.actions'),
                render: (fila) => (
                    <Button
                        size="small"
                        color="error"
                        startIcon={<RemoveCircleIcon />}
                        onClick={() => onBaja(fila)}
                        sx={NOWRAP}
                    >
                        {translate(texto('conciliacion.dar_de_baja'))}
                    </Button>
                ),
            },
        ],
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
