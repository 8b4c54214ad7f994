// What the release API and the console's release view say, written once (the command line prints the
// server's messages as they come).
export const releaseMessages = {
  listed: 'Версиите на частите на сайта',
  unknownRemote: 'Няма такава част на сайта',
  notFound: 'Версията не е намерена',
  registered: (id: string) => `Версия ${id} е приета`,
  promoted: (id: string) => `Версия ${id} е текущата`,
  canary: (id: string, share: number) => `Версия ${id} е пробна за ${share}% от посетителите`,
  alreadyLive: (id: string) => `Версия ${id} вече е текущата`,
  exists: (id: string) => `Тази сборка вече е качена като версия ${id}: направете я текуща с promote`,
  refused: 'Версията не е приета: проверката намери проблеми',
  notAnArchive: 'Очаква се папката на сборката като .tar.gz (поле "build")',
  badArchive: (reason: string) => `Архивът не може да се прочете: ${reason}`,
  missingFile: (file: string) => `В сборката липсва ${file}`,
  wrongRemote: (found: string, expected: string) => `Сборката е на „${found}“, а не на „${expected}“`,
  manifestUnreadable: (reason: string) => `Манифестът не може да се прочете: ${reason}`,
  remoteUnreachable: (reason: string) => `Сборката не може да се изтегли: ${reason}`,
  checkUnavailable: 'Проверката не може да се изпълни: обвивката (shell) не е компилирана',
  checkBusy: 'Друга версия се проверява в момента. Опитайте отново след малко.',
  rollbackNone: 'Няма по-ранна версия, към която да се върнете',
  noLive: 'Тази част на сайта още няма текуща версия: направете първо една версия текуща (без дял)',
  failureRecorded: 'Записано',
} as const;
