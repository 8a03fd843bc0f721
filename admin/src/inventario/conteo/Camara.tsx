import { useEffect, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { texto } from '../record';

/** The same code seen again this soon is the same label still in front of the camera, not a new reading. */
const MISMA_ETIQUETA_MS = 3_000;

/**
 * The phone's back camera reading the labels, QR or Code 128, with @zxing/browser, loaded only here so the desk
 * screens don't carry it (handheld scanners type into the code field instead). Each new code goes to `onCodigo`.
 */
export const Camara = ({ onCodigo }: { onCodigo(codigo: string): void }) => {
    const translate = useTranslate();
    const video = useRef<HTMLVideoElement>(null);
    const [error, setError] = useState<string>();
    const aviso = useRef(onCodigo);
    aviso.current = onCodigo;

    useEffect(() => {
        let activa = true;
        let detener: (() => void) | undefined;
        let ultimo = { codigo: '', visto: 0 };
        const empezar = async () => {
            const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
                import('@zxing/browser'),
                import('@zxing/library'),
            ]);
            // The two symbologies the labels print (QR with the asset's address, Code 128 with its code), and no other.
            const formatos = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.CODE_128]]]);
            const lector = new BrowserMultiFormatReader(formatos, { delayBetweenScanAttempts: 150 });
            const controles = await lector.decodeFromConstraints(
                { video: { facingMode: { ideal: 'environment' } } },
                video.current ?? undefined,
                (resultado) => {
                    if (!resultado) return;
                    const codigo = resultado.getText();
                    const ahora = Date.now();
                    const repetido = codigo === ultimo.codigo && ahora - ultimo.visto < MISMA_ETIQUETA_MS;
                    ultimo = { codigo, visto: ahora };
                    if (!repetido) aviso.current(codigo);
                },
            );
            if (activa) detener = () => controles.stop();
            else controles.stop();
        };
        empezar().catch((fallo: Error) => activa && setError(fallo.message || fallo.name));
        return () => {
            activa = false;
            detener?.();
        };
    }, []);

    if (error) return <Alert severity="error">{translate(texto('conteo.camara_error'), { message: error })}</Alert>;
    return (
        <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label={translate(texto('conteo.camara_video'))}
            sx={{ width: '100%', height: '30vh', objectFit: 'cover', borderRadius: 1, bgcolor: 'common.black' }}
        />
    );
};
