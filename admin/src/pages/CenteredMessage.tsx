import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

interface CenteredMessageProps {
    icon: ReactNode;
    title: string;
    message: string;
    actions: ReactNode;
}

/** The full-height message layout shared by the access-denied and not-found pages. */
export const CenteredMessage = ({ icon, title, message, actions }: CenteredMessageProps) => {
    const translate = useTranslate();
    return (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
            <Title title={title} />
            <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
                <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 72 } }}>{icon}</Box>
                <Typography variant="h4" component="h1">
                    {translate(title)}
                </Typography>
                <Typography color="text.secondary">{translate(message)}</Typography>
                <Stack direction="row" spacing={2}>
                    {actions}
                </Stack>
            </Stack>
        </Box>
    );
};
