// Package effects holds the effects of gorm's entries of the library
// knowledge (the effects pass's sink table): Exec writes; Raw writes
// when its text says so.
package effects

import "gorm.io/gorm"

func GormExec(db *gorm.DB) { db.Exec("DELETE FROM notes") } // want GormExec:`effects\(delete=\(\*gorm.DB\).Exec write-db=\(\*gorm.DB\).Exec\)`

func GormRaw(db *gorm.DB, v any) { db.Raw("INSERT INTO t VALUES (1) RETURNING id").Scan(v) } // want GormRaw:`effects\(write-db=\(\*gorm.DB\).Raw\)`

// GormRead only reads: no effect.
func GormRead(db *gorm.DB, v any) { db.Raw("SELECT * FROM notes").Scan(v) }
