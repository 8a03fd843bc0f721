import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { historiaDelActivo } from '@dominio/depreciacion';
import { revisarAperturas, vidaUtilPorDefecto } from '@dominio/libros';
import { numberOrNull, optionalText } from '../../common/payload';
import { useApiQuery } from '../../common/useApiQuery';
import type { Compania } from '../../api/tipos';
import { tasaDelActivo } from '../depreciacion';
import { importesDelFormulario } from '../importes';
import { useCompaniaDelActivo } from '../useCompaniaDelActivo';
import { halfRow, Importe, Numero, fullRow } from './fields';

type Values = Record<string, unknown>;

const diaAnterior = (fecha: string) => {
    const dia = new Date(new Date(`${fecha.slice(0, 10)}T00:00:00Z`).getTime() - 86_400_000);
    return dia.toISOString().slice(0, 10).split('-').reverse().join('/');
};

/** The asset as its books read it, from the form: cost by the company's base and IGV rule, rate, first use and both opening balances. */
export const activoDelFormulario = (values: Values, compania: Pick<Compania, 'baseDepreciable' | 'calculoIgv'>) => {
    const importes = importesDelFormulario(values, compania.calculoIgv);
    const fecha = (campo: string) => (optionalText(values[campo]) ? new Date(`${String(values[campo]).slice(0, 10)}T00:00:00Z`) : null);
    return {
        ...importes,
        tasaDepreciacion: numberOrNull(values.tasaDepreciacion),
        categoriaDepreciacion: optionalText(values.categoriaDepreciacion),
        fechaAdquisicion: fecha('fechaAdquisicion'),
        fechaInicioUso: fecha('fechaInicioUso'),
        depreciacionAcumuladaInicial: numberOrNull(values.depreciacionAcumuladaInicial),
        depreciacionAcumuladaInicialFinanciera: numberOrNull(values.depreciacionAcumuladaInicialFinanciera),
        vidaUtilMeses: numberOrNull(values.vidaUtilMeses),
        valorResidual: numberOrNull(values.valorResidual),
    };
};

/**
 * The financial book's life and residual value, and the opening balances of an asset in use before the company's
 * cut-over date: shown only for such an asset, with the API's warning when a figure is far from what the rate gives.
 */
export const LibrosFields = ({ companiaId }: { companiaId?: number }) => {
    const translate = useTranslate();
    const compania = useCompaniaDelActivo(companiaId);
    const values = useWatch() as Values;
    const { load } = useApiQuery(['fecha-inicio-contable'], (api) => api.fechaInicioContable());
    const fechaInicio = load.state === 'done' ? load.data : null;
    const inicio = optionalText(values.fechaInicioUso) ?? optionalText(values.fechaAdquisicion);
    // yyyy-MM-dd texts compare in calendar order.
    const anteriorAlCorte = Boolean(fechaInicio && inicio && inicio < fechaInicio.slice(0, 10));
    const activo = compania ? activoDelFormulario(values, compania) : null;
    const tasa = tasaDelActivo({ tasaDepreciacion: numberOrNull(values.tasaDepreciacion), categoriaDepreciacion: optionalText(values.categoriaDepreciacion) });
    const revision =
        activo && fechaInicio && anteriorAlCorte
            ? revisarAperturas(historiaDelActivo(activo, compania!.baseDepreciable), activo, new Date(fechaInicio))
            : { errores: [], advertencias: [] };
    const hint = fechaInicio ? translate('resources.activos.dialog.apertura_hint', { fecha: diaAnterior(fechaInicio) }) : undefined;
    return (
        <>
            <Numero source="vidaUtilMeses" step={1} min={1} helperText={translate('resources.activos.dialog.vida_util_hint', { meses: vidaUtilPorDefecto(tasa) ?? '—' })} />
            <Importe source="valorResidual" currency="S/" helperText="resources.activos.dialog.valor_residual_hint" />
            {anteriorAlCorte && (
                <>
                    <Importe source="depreciacionAcumuladaInicial" currency="S/" helperText={hint} sx={halfRow} />
                    <Importe source="depreciacionAcumuladaInicialFinanciera" currency="S/" helperText={hint} sx={halfRow} />
                    {[...revision.errores, ...revision.advertencias].map((texto) => (
                        <Alert key={texto} severity={revision.errores.includes(texto) ? 'error' : 'warning'} sx={{ ...fullRow, mb: 1 }}>
                            {texto}
                        </Alert>
                    ))}
                </>
            )}
        </>
    );
};
