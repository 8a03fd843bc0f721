import { useEffect, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { texto } from '../record';
import { LECTURA_DE_ETIQUETAS } from './lectorDeEtiquetas';

/** The same code seen again this soon is the same label still in front of the camera, not a new reading. */
const MISMA_ETIQUETA_MS = 3_000;
/** Pause between two pictures read: enough for a steady hand, light on a phone's battery. */
const ENTRE_LECTURAS_MS = 150;

type LeerCodigos = (typeof import('zxing-wasm/reader'))['readBarcodes'];
let lector: Promise<LeerCodigos> | undefined;

/** The reader, loaded and pointed at the panel's own WebAssembly once: turning the camera off and on reuses it. */
const cargarLector = (): Promise<LeerCodigos> =>
    (lector ??= Promise.all([import('zxing-wasm/reader'), import('zxing-wasm/reader/zxing_reader.wasm?url')]).then(
        ([{ prepareZXingModule, readBarcodes }, { default: wasm }]) => {
            prepareZXingModule({ overrides: { locateFile: (ruta: string, prefijo: string) => (ruta.endsWith('.wasm') ? wasm : prefijo + ruta) } });
            return readBarcodes;
        },
        (fallo: Error) => {
            // A failed load (no network for the chunk) is tried again the next time the camera opens.
            lector = undefined;
            throw fallo;
        },
    ));

/**
 * The phone's back camera reading the labels with zxing-wasm, loaded only here so the desk screens don't carry it
 * (handheld scanners type into the code field instead). Its WebAssembly is the panel's own file: a warehouse may count
 * with no internet. Each new code goes to `onCodigo`.
 */
export const Camara = ({ onCodigo }: { onCodigo(codigo: string): void }) => {
    const translate = useTranslate();
    const video = useRef<HTMLVideoElement>(null);
    const [error, setError] = useState<string>();
    const aviso = useRef(onCodigo);
    aviso.current = onCodigo;

    useEffect(() => {
        let activa = true;
        let flujo: MediaStream | undefined;
        let siguiente: number | undefined;
        let ultimo = { codigo: '', visto: 0 };
        const fallar = (fallo: Error) => activa && setError(fallo.message || fallo.name);
        const empezar = async () => {
            const readBarcodes = await cargarLector();
            const abierto = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } } });
            const elemento = video.current;
            // Closed while the phone asked for the camera: let it go at once.
            if (!activa || !elemento) return abierto.getTracks().forEach((pista) => pista.stop());
            flujo = abierto;
            elemento.srcObject = flujo;
            await elemento.play();
            const lienzo = document.createElement('canvas');
            const contexto = lienzo.getContext('2d', { willReadFrequently: true });
            if (!contexto) throw new Error('canvas 2d');
            const mirar = async () => {
                if (!activa) return;
                const [ancho, alto] = [elemento.videoWidth, elemento.videoHeight];
                if (ancho > 0 && alto > 0) {
                    [lienzo.width, lienzo.height] = [ancho, alto];
                    contexto.drawImage(elemento, 0, 0);
                    const [leido] = await readBarcodes(contexto.getImageData(0, 0, ancho, alto), LECTURA_DE_ETIQUETAS);
                    const ahora = Date.now();
                    if (activa && leido) {
                        const repetido = leido.text === ultimo.codigo && ahora - ultimo.visto < MISMA_ETIQUETA_MS;
                        ultimo = { codigo: leido.text, visto: ahora };
                        if (!repetido) aviso.current(leido.text);
                    }
                }
                if (activa) siguiente = window.setTimeout(() => mirar().catch(fallar), ENTRE_LECTURAS_MS);
            };
            await mirar();
        };
        empezar().catch(fallar);
        return () => {
            activa = false;
            window.clearTimeout(siguiente);
            flujo?.getTracks().forEach((pista) => pista.stop());
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
