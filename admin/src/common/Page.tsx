import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen of its own route: the app-bar title and the page heading, from one translation key. */
export const Page = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ p: 2 }}>
            <Title title={title} />
            <Typography variant="h5" component="h1" gutterBottom>
                {translate(title)}
            </Typography>
            {children}
        </Box>
    );
};
