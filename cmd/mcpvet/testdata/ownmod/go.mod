module example.com/ownmod

go 1.24
