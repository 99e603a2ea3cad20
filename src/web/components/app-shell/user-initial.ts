/** The avatar letter: first letter of the name, upper-cased (es-MX), or a neutral mark. */
export function userInitial(name: string | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase('es-MX') : '?';
}
