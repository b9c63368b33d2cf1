// English texts of the services screens (namespace 'services' of the catalogue).
export const services = {
} as const;
