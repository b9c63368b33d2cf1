// English texts of the profiles screens (namespace 'profiles' of the catalogue).
export const profiles = {
} as const;
