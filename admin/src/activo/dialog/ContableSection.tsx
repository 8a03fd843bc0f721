import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import BuildCircleIcon from '@mui/icons-material/BuildCircle';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { optionalDigits } from '../../common/validation';
import { useApi } from '../../common/useApiQuery';
import { calcularDepreciacion, tasaDelActivo } from '../depreciacion';
import { DepreciacionDialog } from '../DepreciacionDialog';
import { calcularImportes, toAmount } from '../importes';
import { CATEGORIAS_SUNAT } from '../opciones';
import { CategoriaDepreciacion, FechaInicioUso, TasaDepreciacion } from './DepreciacionFields';
import { Fecha, fullRow, halfRow, Opcion, Section, Texto } from './fields';
import { ImportesFields } from './ImportesFields';
import type { Activo, Compania, FilaDepreciacion } from '../../api/tipos';
import { useCompaniaDelActivo } from '../useCompaniaDelActivo';

const RUC_DIGITS = 11;

type Values = Record<string, unknown>;

const importesOf = (values: Values, calculoIgv: Compania['calculoIgv']) =>
    calcularImportes({
        cantidad: values.cantidad,
        precioUndMn: values.precioUndMn,
        precioUndMe: values.precioUndMe,
        tipoCambio: values.tipoCambio,
        monedaNacional: values.moneda !== 'ME',
        conIgv: Boolean(values.conIgv),
        calculoIgv,
    });

/** The schedule of an asset not saved yet, from the form, with the API's rules and the company's depreciable base and IGV rule. */
const depreciacionLocal = (values: Values, { baseDepreciable: base, calculoIgv }: Pick<Compania, 'baseDepreciable' | 'calculoIgv'>): FilaDepreciacion[] => {
    const texto = (campo: string) => (values[campo] ? String(values[campo]) : undefined);
    const tasa = tasaDelActivo({
        tasaDepreciacion: String(values.tasaDepreciacion ?? '').trim() ? toAmount(values.tasaDepreciacion) : null,
        categoriaDepreciacion: texto('categoriaDepreciacion') ?? null,
    });
    const fecha = texto('fechaInicioUso') ?? texto('fechaAdquisicion');
    // A date input's yyyy-MM-dd is that day in UTC, as the API stores it.
    const importes = importesOf(values, calculoIgv);
    return calcularDepreciacion({ costo: base === 'precio' ? importes.precio : importes.total, tasaAnual: tasa, inicio: fecha ? new Date(`${fecha.slice(0, 10)}T00:00:00Z`) : null });
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
    const cargar = async (recalcular: boolean): Promise<FilaDepreciacion[]> => {
        // Read again: the base may have changed since the dialog opened (the button waits for the company's first read).
        if (!record) return depreciacionLocal(getValues(), await api.compania(compania!.id));
        return api.depreciacion(record.id, recalcular);
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
                    total={record ? record.total : importesOf(getValues(), compania!.calculoIgv).total}
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
        <DepreciacionButtons record={record} onMejoras={onMejoras} />
    </Section>
);
