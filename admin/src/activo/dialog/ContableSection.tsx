import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { optionalDigits } from '../../common/validation';
import { useApi } from '../../common/useApiQuery';
import { historiaDelActivo } from '@dominio/depreciacion';
import { historiaDelLibro, type Libro } from '@dominio/libros';
import { calcularDepreciacion } from '../depreciacion';
import { DepreciacionDialog } from '../DepreciacionDialog';
import { importesDelFormulario } from '../importes';
import { CATEGORIAS_SUNAT } from '../opciones';
import { CategoriaDepreciacion, FechaInicioUso, TasaDepreciacion } from './DepreciacionFields';
import { Fecha, fullRow, halfRow, Opcion, Section, Texto } from './fields';
import { ImportesFields } from './ImportesFields';
import { activoDelFormulario, LibrosFields } from './LibrosFields';
import type { Activo, Compania, FilaDepreciacion } from '../../api/tipos';
import { useCompaniaDelActivo } from '../useCompaniaDelActivo';

const RUC_DIGITS = 11;

type Values = Record<string, unknown>;

/** The schedule in `libro` of an asset not saved yet, from the form, with the API's rules, the company's base and IGV rule and its cut-over. */
const depreciacionLocal = (values: Values, compania: Pick<Compania, 'baseDepreciable' | 'calculoIgv'>, libro: Libro, fechaInicio: string | null): FilaDepreciacion[] => {
    const activo = activoDelFormulario(values, compania);
    const corte = fechaInicio ? new Date(fechaInicio) : null;
    return calcularDepreciacion(historiaDelLibro(libro, historiaDelActivo(activo, compania.baseDepreciable), activo, corte));
};

interface ContableProps {
    record?: Activo;
    /** Opens the saved asset's Mejoras (a dialog with a form of its own, kept out of this one). */
    onMejoras?(): void;
}

/**
 * Depreciación Acumulada: the saved asset's schedule from the server, or the form's computed here; and the saved
 * asset's Mejoras, which change it.
 */
const DepreciacionButtons = ({ record, onMejoras }: ContableProps) => {
    const translate = useTranslate();
    const { getValues } = useFormContext();
    const api = useApi();
    const [open, setOpen] = useState(false);
    const compania = useCompaniaDelActivo(record?.companiaId);
    const cargar = async (recalcular: boolean, libro: Libro): Promise<FilaDepreciacion[]> => {
        // Read again: the base may have changed since the dialog opened (the button waits for the company's first read).
        if (!record) return depreciacionLocal(getValues(), await api.compania(compania!.id), libro, await api.fechaInicioContable());
        return api.depreciacion(record.id, recalcular, libro);
    };
    return (
        <Stack direction="row" gap={1} sx={{ ...fullRow, mb: 1 }}>
            {/* A new asset's schedule is computed here, by the company's IGV rule and base: ready once the company is read. */}
            <Button variant="outlined" startIcon={<TrendingDownIcon />} disabled={!record && !compania} onClick={() => setOpen(true)}>
                {translate('resources.activos.depreciacion.title')}
            </Button>
            {onMejoras && (
                <Button variant="outlined" startIcon={<BuildCircleIcon />} onClick={onMejoras}>
                    {translate('resources.activos.mejoras.title')}
                </Button>
            )}
            {open && (
                <DepreciacionDialog
                    activoId={record?.id}
                    cargar={cargar}
                    total={record ? record.total : importesDelFormulario(getValues(), compania!.calculoIgv).total}
                    onClose={() => setOpen(false)}
                />
            )}
        </Stack>
    );
};

/** Información Contable: purchase, amounts and depreciation. */
export const ContableSection = ({ record, onMejoras }: ContableProps) => (
    <Section title="resources.activos.sections.contable">
        <Opcion source="categoriaSunat" options={CATEGORIAS_SUNAT} sx={halfRow} />
        <Texto source="tipoEquipoContable" />
        <Texto source="descripcionContable" />
        <Texto
            source="rucProveedor"
            validate={optionalDigits(RUC_DIGITS, 'resources.activos.validation.ruc')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: RUC_DIGITS } }}
        />
        <Texto source="proveedor" />
        <Texto source="nroFactura" />
        <Texto source="nroVoucher" />
        <Fecha source="fechaAdquisicion" />
        <FechaInicioUso />
        <CategoriaDepreciacion />
        <TasaDepreciacion />
        <ImportesFields />
        <LibrosFields companiaId={record?.companiaId} />
        <DepreciacionButtons record={record} onMejoras={onMejoras} />
    </Section>
);
