import { Button, type ButtonProps } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';

interface CopyButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
    text: string;
    /** Translation key of the button. */
    label: string;
}

/** Copies a text the person must keep (a key, recovery codes) and says whether it worked. */
export const CopyButton = ({ text, label, size = 'small', variant = 'outlined' }: CopyButtonProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const copy = async () => {
        try {
            // Outside a secure context the browser has no clipboard at all: that throws here too.
            await navigator.clipboard.writeText(text);
            notify('app.clipboard.copied', { type: 'success' });
        } catch {
            notify('app.clipboard.error', { type: 'error' });
        }
    };
    return (
        <Button size={size} variant={variant} startIcon={<ContentCopyIcon />} onClick={copy}>
            {translate(label)}
        </Button>
    );
};
